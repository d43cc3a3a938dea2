import { schemaRefName } from "./resolve";
import type { Schema } from "./types";

/** A schema's type as a small tree, so the page can render named schemas as links. */
export type TypeLabel =
  | { kind: "ref"; name: string }
  | { kind: "text"; text: string }
  | { kind: "array"; of: TypeLabel }
  | { kind: "map"; of: TypeLabel }
  | { kind: "union"; options: TypeLabel[] };

export function typeLabel(schema: Schema | undefined): TypeLabel {
  if (!schema) return { kind: "text", text: "any" };
  const name = schemaRefName(schema);
  if (name) return { kind: "ref", name };
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return { kind: "union", options: options.map(typeLabel) };
  if (schema.allOf && schema.allOf.length > 0)
    return typeLabel(schema.allOf[0]);
  const type = Array.isArray(schema.type)
    ? schema.type.join(" | ")
    : schema.type;
  if (type === "array") return { kind: "array", of: typeLabel(schema.items) };
  if (
    type === "object" &&
    schema.additionalProperties &&
    typeof schema.additionalProperties === "object" &&
    !schema.properties
  )
    return { kind: "map", of: typeLabel(schema.additionalProperties) };
  const text = type ?? "any";
  return {
    kind: "text",
    text: schema.format ? `${text} (${schema.format})` : text,
  };
}

/** Plain-text rendering of a TypeLabel (for code, tests and titles). */
export function typeText(label: TypeLabel): string {
  switch (label.kind) {
    case "ref":
      return label.name;
    case "text":
      return label.text;
    case "array":
      return `array of ${typeText(label.of)}`;
    case "map":
      return `map of ${typeText(label.of)}`;
    case "union":
      return label.options.map(typeText).join(" or ");
  }
}

/** Human-readable constraints: "1 to 512 characters", "at least 1", "pattern ^...$". */
export function constraints(schema: Schema): string[] {
  const out: string[] = [];
  const range = (
    min: number | undefined,
    max: number | undefined,
    unit: string,
  ) => {
    if (min !== undefined && max !== undefined)
      out.push(`${min} to ${max}${unit}`);
    else if (min !== undefined && min > 0) out.push(`at least ${min}${unit}`);
    else if (max !== undefined) out.push(`at most ${max}${unit}`);
  };
  range(schema.minimum, schema.maximum, "");
  range(schema.minLength, schema.maxLength, " characters");
  range(schema.minItems, schema.maxItems, " items");
  if (schema.maxProperties !== undefined)
    out.push(`at most ${schema.maxProperties} entries`);
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  if (schema.propertyNames?.pattern)
    out.push(`keys match ${schema.propertyNames.pattern}`);
  return out;
}

export interface EnumValue {
  value: unknown;
  meaning?: string;
}

/** Allowed values of an enum (or a oneOf of enums), with their documented meanings. */
export function enumValues(schema: Schema): EnumValue[] | undefined {
  const meanings = schema["x-enumDescriptions"] ?? {};
  let values: unknown[] | undefined = schema.enum;
  if (!values && schema.oneOf?.every((s) => s.enum)) {
    // MatchType/CompareOp: the same values as numbers and as strings; list each once.
    const seen = new Set<string>();
    values = schema.oneOf
      .flatMap((s) => s.enum ?? [])
      .filter((v) =>
        seen.has(String(v)) ? false : (seen.add(String(v)), true),
      );
  }
  return values?.map((value) => ({ value, meaning: meanings[String(value)] }));
}

/** "When `op` is in or nin, `value` must be an array (and is required)." from an if/then. */
export function conditionalRules(schema: Schema): string[] {
  if (!schema.if || !schema.then) return [];
  const rules: string[] = [];
  const conditions = Object.entries(schema.if.properties ?? {})
    .filter(([, s]) => s.enum)
    .map(
      ([name, s]) =>
        `\`${name}\` is ${s.enum!.map((v) => `\`${String(v)}\``).join(" or ")}`,
    );
  if (conditions.length === 0) return [];
  const when = `When ${conditions.join(" and ")}`;
  for (const [name, s] of Object.entries(schema.then.properties ?? {})) {
    const must =
      s.type === "array"
        ? "must be a list (array)"
        : `must be of type ${typeText(typeLabel(s))}`;
    const required = schema.then.required?.includes(name)
      ? " and is required"
      : "";
    rules.push(`${when}, \`${name}\` ${must}${required}.`);
  }
  return rules;
}
