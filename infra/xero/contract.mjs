// Rollcall: Xero's published OpenAPI documents (/work/shared/contracts, copied into infra/xero/contracts) loaded
// as they are and turned into request and response checks. The stand-in (xero-standin.mjs) refuses what these
// checks refuse, and the contract tests run the same checks over the requests Rollcall sent. No schema is retyped
// here: every check reads the document's own parameters, request bodies, responses and security scopes.
//
// Plain Node ESM (js-yaml, ajv and ajv-formats), typed by contract.d.mts.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import { CORE_SCHEMA, load } from 'js-yaml';

const Ajv = AjvModule.default ?? AjvModule;
const addFormats = addFormatsModule.default ?? addFormatsModule;

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The folder of the official documents, copied unchanged. */
export const CONTRACTS_DIR = path.join(HERE, 'contracts');

export const CONTRACT_FILES = {
  identity: 'xero-identity.yaml',
  payrollNz: 'xero-payroll-nz.yaml',
  payrollAu: 'xero-payroll-au-v2.yaml',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A path template ("/Timesheets/{TimesheetID}") as a regular expression naming its parameters. */
function templateOf(template) {
  const names = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${source}/?$`, 'i'), names };
}

function resolve(doc, node) {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current;
}

/** How a document's schema is checked: the whole document is one ajv schema, and each check refers into it. */
function compilerFor(doc, id) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, coerceTypes: false });
  addFormats(ajv);
  for (const format of ['double', 'float', 'int32', 'int64']) ajv.addFormat(format, true);
  ajv.addSchema(doc, id);
  const cache = new Map();
  return (pointer) => {
    let validate = cache.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${id}#${pointer}` });
      cache.set(pointer, validate);
    }
    return validate;
  };
}

function pointerOf(parts) {
  return `/${parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

function problemsOf(validate, value, where) {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => {
    const missing = e.params?.missingProperty;
    const field = `${where}${e.instancePath}${missing ? `/${missing}` : ''}`.replace(/^\//, '');
    return { name: field || where, reason: missing ? `${missing} is required` : (e.message ?? 'is invalid') };
  });
}

/** A query or header value as the parameter's schema types it (integers and numbers from text). */
function typedValue(schema, raw) {
  if (raw === undefined) return undefined;
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/**
 * Loads one contract document. `match(method, path)` finds its operation; `checkRequest` answers the problems of a
 * request (empty when the document accepts it); `checkResponse` those of an answer the stand-in is about to give.
 */
export function loadContract(file, id = path.basename(file, '.yaml')) {
  const doc = load(readFileSync(path.isAbsolute(file) ? file : path.join(CONTRACTS_DIR, file), 'utf8'), {
    schema: CORE_SCHEMA,
  });
  const compile = compilerFor(doc, id);
  const routes = Object.entries(doc.paths ?? {}).map(([template, item]) => ({
    template,
    ...templateOf(template),
    item,
  }));

  function match(method, requestPath) {
    for (const route of routes) {
      const found = route.regex.exec(requestPath);
      if (!found) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
      const verb = method.toLowerCase();
      const operation = route.item[verb];
      if (!operation) {
        return { template: route.template, params, allowed: METHODS.filter((m) => route.item[m]), operation: null };
      }
      return {
        template: route.template,
        params,
        method: verb,
        operation,
        operationId: operation.operationId,
        scopes: (operation.security ?? []).flatMap((s) => Object.values(s).flat()),
      };
    }
    return null;
  }

  function parametersOf(found) {
    const item = doc.paths[found.template];
    const all = [...(item.parameters ?? []), ...(found.operation.parameters ?? [])];
    return all.map((p, index) => {
      const resolved = resolve(doc, p);
      const fromItem = index < (item.parameters ?? []).length;
      const list = fromItem ? 'parameters' : `${found.method}/parameters`;
      const position = fromItem ? index : index - (item.parameters ?? []).length;
      const base =
        typeof p.$ref === 'string'
          ? p.$ref.replace(/^#/, '')
          : pointerOf(['paths', found.template, ...list.split('/'), position]);
      return { ...resolved, schemaPointer: `${base}/schema` };
    });
  }

  /** request: { method, path, query (object of strings), headers (lower-case names), body (parsed JSON or undefined) } */
  function checkRequest(request) {
    const found = match(request.method, request.path);
    if (!found) return { found: null, problems: [{ name: 'path', reason: `${request.path} is not in ${id}` }] };
    if (!found.operation) {
      return { found, problems: [{ name: 'method', reason: `${request.method} is not allowed on ${found.template}` }] };
    }
    const problems = [];
    for (const parameter of parametersOf(found)) {
      const raw =
        parameter.in === 'path'
          ? found.params[parameter.name]
          : parameter.in === 'query'
            ? request.query?.[parameter.name]
            : parameter.in === 'header'
              ? request.headers?.[parameter.name.toLowerCase()]
              : undefined;
      if (raw === undefined || raw === '') {
        if (parameter.required) problems.push({ name: parameter.name, reason: `${parameter.name} is required` });
        continue;
      }
      const value = typedValue(parameter.schema, raw);
      for (const p of problemsOf(compile(parameter.schemaPointer), value, parameter.name)) problems.push(p);
    }
    const body = resolve(doc, found.operation.requestBody);
    if (body) {
      const media = body.content?.['application/json'];
      if (request.body === undefined) {
        if (body.required) problems.push({ name: 'body', reason: 'a JSON body is required' });
      } else if (media?.schema) {
        const pointer =
          typeof media.schema.$ref === 'string'
            ? media.schema.$ref.replace(/^#/, '')
            : pointerOf([
                'paths',
                found.template,
                found.method,
                'requestBody',
                'content',
                'application/json',
                'schema',
              ]);
        problems.push(...problemsOf(compile(pointer), request.body, ''));
      }
    }
    return { found, problems };
  }

  /** The problems of an answer to the operation found by `match`: its status must be documented, its body fit. */
  function checkResponse(found, status, body) {
    const responses = found.operation.responses ?? {};
    const response = resolve(doc, responses[String(status)] ?? responses.default);
    if (!response) return [{ name: 'status', reason: `${status} is not a documented answer of ${found.operationId}` }];
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return [];
    const pointer =
      typeof schema.$ref === 'string'
        ? schema.$ref.replace(/^#/, '')
        : pointerOf([
            'paths',
            found.template,
            found.method,
            'responses',
            String(status),
            'content',
            'application/json',
            'schema',
          ]);
    return problemsOf(compile(pointer), body, '');
  }

  /** A component schema's check, by name ("Timesheet"), for callers that check a value on its own. */
  function schema(name) {
    return (value) => problemsOf(compile(`/components/schemas/${name}`), value, '');
  }

  return { id, doc, match, checkRequest, checkResponse, schema };
}
