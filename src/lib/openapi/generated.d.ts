// Written at build time by src/plugins/apiReference.ts (createData).
declare module "@generated/api-reference/default/signoz-api.json" {
  import type { OpenApiDoc } from "@site/src/lib/openapi/types";
  const doc: OpenApiDoc;
  export default doc;
}
