import * as fs from 'fs';
import * as path from 'path';
import type { NextFunction, Request, Response } from 'express';

/**
 * Production builds write source maps beside the scripts without naming them in the scripts
 * (webpack's hidden-source-map): the full sources stay with whoever deploys, not with every
 * visitor. Unless SOURCE_MAPS=public, a .map path answers 404 — before the static folders and
 * before the shell's fallback page, which would otherwise answer it with index.html.
 */
export function refuseSourceMaps(request: Request, response: Response, next: NextFunction): void {
  if (request.path.endsWith('.map') && !/^\/(api|proxy)\//.test(request.path)) {
    response.sendStatus(404);
    return;
  }
  next();
}

/** With SOURCE_MAPS=public: browsers' developer tools find a script's map through this header. */
export function nameSourceMap(response: Response, filePath: string): void {
  if (filePath.endsWith('.js') && fs.existsSync(`${filePath}.map`))
    response.setHeader('SourceMap', `${path.basename(filePath)}.map`);
}
