import type { ValidateFunction } from 'ajv';
import type { FieldError } from './openapi';

/** An integer query parameter of an operation, with its schema from the document. */
export interface IntegerQueryParam {
  name: string;
  /** The parameter's schema, compiled (minimum, maximum...). */
  validate: ValidateFunction;
  default: number;
}

/** Decimal digits without sign or leading zeros: one spelling per number. */
const DECIMAL = /^(0|[1-9][0-9]*)$/;
/** Stands for any number of more than 16 digits: an integer above every maximum of the document. */
const HUGE = Number.MAX_SAFE_INTEGER * 2;

/**
 * Reads an operation's integer query parameters (`limit`, `offset`). A value
 * has one spelling (`10`, not `010`, `+10` or `1e1`); a parameter given twice
 * and a parameter the operation does not take are refused, like an unknown
 * body field. Errors name the parameter as `?name`.
 */
export function readIntegerQuery(
  query: Record<string, unknown> | undefined,
  params: IntegerQueryParam[],
): { ok: true; values: Record<string, number> } | { ok: false; errors: FieldError[] } {
  const values: Record<string, number> = {};
  const errors: FieldError[] = [];
  for (const p of params) values[p.name] = p.default;
  for (const [name, raw] of Object.entries(query ?? {})) {
    const path = `?${name}`;
    const param = params.find((p) => p.name === name);
    if (!param) {
      errors.push({ path, message: 'is not a query parameter of this operation' });
    } else if (typeof raw !== 'string') {
      errors.push({ path, message: 'must be given once' });
    } else if (!DECIMAL.test(raw)) {
      errors.push({ path, message: 'must be an integer written with digits only, without leading zeros' });
    } else if (!param.validate(raw.length > 16 ? HUGE : Number(raw))) {
      errors.push({ path, message: param.validate.errors?.[0]?.message ?? 'is invalid' });
    } else {
      values[name] = Number(raw);
    }
    if (errors.length >= 20) break;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
