/** Control characters other than line breaks and tabs, which a message may contain. */
export const controlExceptWhitespace = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
