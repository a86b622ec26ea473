import Ajv, { type ValidateFunction } from 'ajv';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { HTTP_CODE_METADATA, REDIRECT_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { OpenAPIObject } from '@nestjs/swagger';
import { DECORATORS } from '@nestjs/swagger/dist/constants';
import { getMetadataStorage } from 'class-validator';
import type { AppRoute } from '../../src/openapi/app-routes';

/** The JSON path of the first place two JSON values differ, or null when they are equal. */
export function firstDifference(a: unknown, b: unknown, at = '$'): string | null {
  if (a === b) return null;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return at;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      Array.isArray(a) ? `${at}[${key}]` : `${at}.${key}`,
    );
    if (found) return found;
  }
  return null;
}

/** The status Nest answers a route with when it succeeds: its redirect, its @HttpCode, else 201 for POST, 200. */
export function successStatus(route: AppRoute): number {
  const redirect: { statusCode?: number } | undefined = Reflect.getMetadata(REDIRECT_METADATA, route.handler);
  if (redirect) return redirect.statusCode ?? 302;
  return Reflect.getMetadata(HTTP_CODE_METADATA, route.handler) ?? (route.method === 'post' ? 201 : 200);
}

type Constructor = abstract new (...args: never[]) => unknown;

/** The DTO classes a route reads its body and query into (also a body described with @ApiBody). */
export function dtoClassesOf(route: AppRoute): Constructor[] {
  const args: Record<string, { index: number; data?: unknown }> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ?? {};
  const types: unknown[] =
    Reflect.getMetadata('design:paramtypes', route.controller.prototype, route.handlerName) ?? [];
  const classes: unknown[] = [];
  for (const [key, { index, data }] of Object.entries(args)) {
    const kind = Number(key.split(':')[0]);
    if ((kind === RouteParamtypes.BODY || kind === RouteParamtypes.QUERY) && data === undefined)
      classes.push(types[index]);
  }
  const parameters: Array<{ in?: string; type?: unknown }> =
    Reflect.getMetadata(DECORATORS.API_PARAMETERS, route.handler) ?? [];
  for (const parameter of parameters) if (parameter.in === 'body') classes.push(parameter.type);
  return classes.filter(isDtoClass);
}

const isDtoClass = (value: unknown): value is Constructor =>
  typeof value === 'function' && ![Object, String, Number, Boolean, Array].includes(value as never);

interface PropertyProblem {
  dto: string;
  property: string;
  problem: string;
}

/**
 * Properties of a DTO (and of the DTOs nested in it) that class-validator checks but the document
 * does not describe, or that take one of a fixed set of values without saying which.
 */
export function undocumentedProperties(dto: Constructor, seen = new Set<Constructor>()): PropertyProblem[] {
  if (seen.has(dto)) return [];
  seen.add(dto);
  const problems: PropertyProblem[] = [];
  const validations = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  for (const property of new Set(validations.map((v) => v.propertyName))) {
    const swagger: Record<string, unknown> | undefined = Reflect.getMetadata(
      DECORATORS.API_MODEL_PROPERTIES,
      dto.prototype as object,
      property,
    );
    if (!swagger) {
      problems.push({ dto: dto.name, property, problem: 'no @ApiProperty' });
      continue;
    }
    const oneOf = validations.some((v) => v.propertyName === property && v.name === 'oneOf');
    if (oneOf && !swagger.enum) problems.push({ dto: dto.name, property, problem: 'a choice without enum' });
    const nested = Array.isArray(swagger.type) ? swagger.type[0] : swagger.type;
    if (isDtoClass(nested) && (nested as Constructor).prototype !== undefined && /Dto$/.test(nested.name))
      problems.push(...undocumentedProperties(nested, seen));
  }
  return problems;
}

/** OpenAPI 3.0's `nullable` as JSON Schema, so Ajv checks the document's examples against their schemas. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, toJsonSchema(value)]));
  return nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

/** A validator for the schemas of one document (references into its components resolved). */
export function schemaValidator(document: OpenAPIObject): (schema: unknown) => ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'openapi.json', components: toJsonSchema(document.components) } as object);
  const rebase = (schema: unknown) =>
    JSON.parse(JSON.stringify(toJsonSchema(schema)).replace(/"#\/components\//g, '"openapi.json#/components/'));
  const compiled = new Map<string, ValidateFunction>();
  return (schema) => {
    const key = JSON.stringify(schema);
    if (!compiled.has(key)) compiled.set(key, ajv.compile(rebase(schema) as object));
    return compiled.get(key)!;
  };
}
