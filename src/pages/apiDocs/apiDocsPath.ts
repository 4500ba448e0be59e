/** Where the API documentation lives (route table, user menu, operation links). */
export const API_DOCS_PATH = '/api-docs';
