/** Largest file the attorney can upload (images and PDFs); larger bodies are refused with 413. */
export const uploadLimitBytes = 20 * 1024 * 1024
