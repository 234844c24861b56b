/** Where the site serves its error screen for status 500, to the server's own code only. */
export const serverErrorPagePath = '/next/server-error'
