/** The subset of OpenAPI 3.1 this site reads. The document itself is openapi/signoz-api.yaml. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  title?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  if?: Schema;
  then?: Schema;
  else?: Schema;
  not?: Schema;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  readOnly?: boolean;
  "x-enumDescriptions"?: Record<string, string>;
}

export interface Example {
  $ref?: string;
  summary?: string;
  value?: unknown;
}

export interface MediaType {
  schema?: Schema;
  examples?: Record<string, Example>;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}

export interface Response {
  $ref?: string;
  description: string;
  content?: Record<string, MediaType>;
}

export interface RequestBody {
  $ref?: string;
  required?: boolean;
  description?: string;
  content: Record<string, MediaType>;
}

export interface OperationObject {
  tags?: string[];
  operationId: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
}

export type HttpMethod = "get" | "post" | "put" | "delete" | "patch";

export interface PathItem {
  parameters?: Parameter[];
  get?: OperationObject;
  post?: OperationObject;
  put?: OperationObject;
  delete?: OperationObject;
  patch?: OperationObject;
}

export interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
  description?: string;
}

export interface OpenApiDoc {
  openapi: string;
  info: {
    title: string;
    version: string;
    summary?: string;
    description?: string;
  };
  servers?: { url: string; description?: string }[];
  security?: Record<string, string[]>[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, Response>;
    examples?: Record<string, Example>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
}
