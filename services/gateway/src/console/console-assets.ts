import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** How long a browser keeps a console file (the assets' names change with their contents). */
const MAX_AGE_MS = 60 * 60 * 1000;

/** Paths that are never the console's: the API and the probes, whatever their last segment looks like. */
const NOT_CONSOLE = /^\/(api|health|ready)(\/|$)/;

/**
 * Whether a path names a console file: the root (index.html) or a file with an extension, outside the API and the
 * probes (an API path may end in something like an extension, e.g. an e-mail address as its last segment).
 */
export function namesConsoleFile(urlPath: string): boolean {
  return urlPath === '/' || (path.posix.extname(urlPath) !== '' && !NOT_CONSOLE.test(urlPath));
}

/**
 * Serves the built console's files. The console routes in the hash (#/employee/list), so a path is a file of
 * dist or not the console's at all: only the root and paths with an extension look on disk; every other
 * request (the API, the spec's calls such as GET /leaveNum) goes on without a file lookup, which a static
 * handler mounted before the API would make on every GET.
 */
export function consoleAssets(dir: string): (request: Request, response: Response, next: NextFunction) => void {
  return (request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !namesConsoleFile(request.path)) return next();
    const file = request.path === '/' ? 'index.html' : request.path.slice(1);
    response.sendFile(file, { root: dir, maxAge: MAX_AGE_MS, dotfiles: 'deny' }, (error?: Error) => {
      if (error && !response.headersSent) next();
    });
  };
}
