import { HttpStatus } from '@nestjs/common';
import { isUtf8 } from 'buffer';
import * as express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  CONSULTATION_FORM_KEY,
  CONSULTATION_FORM_PATH,
  CONSULTATION_MESSAGES as M,
  CONSULTATION_THANKS_PATH,
  LIMITS,
  type ConsultationFormState,
  type PageData,
} from '@academy/common';
import { validateBody } from '../auth/dto/validate-body';
import { ApiError } from '../http/api-error';
import type { EncodedBody } from '../http/encoded-body';
import { sendEncoded } from '../http/encoded-body';
import { clientAddress } from '../throttle/rate-limited';
import type { ConsultationIntakeService } from './consultation-intake.service';
import { ConsultationInputDto } from './dto/consultation-input.dto';

/** Renders the form page for one answer (SitePages.renderOnce), or null when the server cannot. */
export type RenderFormPage = (request: Request, extra: PageData, status: number) => Promise<EncodedBody | null>;

const TEXT_FIELDS = ['name', 'phone', 'grade', 'programSlug', 'message'] as const;

function verify(_request: unknown, _response: unknown, bytes: Buffer): void {
  if (!isUtf8(bytes)) throw Object.assign(new Error('utf-8'), { status: 400, type: 'entity.utf8.invalid' });
}

/**
 * The consultation form without JavaScript: a plain urlencoded POST to /consultation, checked by
 * the same DTO and counted by the same limit as POST /api/consultations. Stored → 303 to the
 * thank-you page (a reload cannot send it twice); refused → the form page again, with the Korean
 * messages and what was typed, answered 400 (or 429) and never cached.
 */
export function consultationFormHandler(
  intake: ConsultationIntakeService,
  renderFormPage: RenderFormPage,
): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit: LIMITS.publicBodyBytes, parameterLimit: 20, verify });
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'POST' || request.path !== CONSULTATION_FORM_PATH) return next();
    if (!request.is('application/x-www-form-urlencoded')) return next();
    parse(request, response, (error?: unknown) => {
      if (error) return next(error);
      handle(request, response).catch(next);
    });
  };

  async function handle(request: Request, response: Response): Promise<void> {
    const form = (request.body ?? {}) as Record<string, unknown>;
    // A body that has passed through here is no JSON for the parsers after.
    request.body = undefined;
    const input = {
      // An unchosen select sends "": no value, as the JSON form leaves it out.
      ...Object.fromEntries(TEXT_FIELDS.filter((field) => form[field] !== '').map((field) => [field, form[field]])),
      consent: form.consent === 'on' || form.consent === 'true',
      smsConsent: form.smsConsent === 'on' || form.smsConsent === 'true',
      website: form.website,
    };
    try {
      const dto = await validateBody(ConsultationInputDto, input);
      const result = await intake.submit(dto, clientAddress(request));
      if (!result.ok) {
        response.setHeader('Retry-After', String(Math.max(1, result.retryAfterSeconds)));
        return refuse(response, form, { message: M.rateLimited, errors: [] }, HttpStatus.TOO_MANY_REQUESTS);
      }
      response.redirect(HttpStatus.SEE_OTHER, CONSULTATION_THANKS_PATH);
    } catch (error) {
      if (!(error instanceof ApiError) || error.getStatus() !== HttpStatus.BAD_REQUEST) throw error;
      await refuse(response, form, { message: error.message, errors: error.errors ?? [] }, HttpStatus.BAD_REQUEST);
    }
  }

  async function refuse(
    response: Response,
    form: Record<string, unknown>,
    refusal: Pick<ConsultationFormState, 'message' | 'errors'>,
    status: number,
  ): Promise<void> {
    const values: ConsultationFormState['values'] = {};
    for (const field of TEXT_FIELDS) if (typeof form[field] === 'string') values[field] = form[field] as string;
    const state: ConsultationFormState = { ...refusal, values };
    const page = await renderFormPage(response.req, { [CONSULTATION_FORM_KEY]: { status: 200, body: state } }, status);
    if (page) return sendEncoded(response.req, response, page, 'no-store');
    // No renderer (a build without it): the bare message is better than a lost answer.
    response
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(`${refusal.message}\n${refusal.errors.map((e) => e.message).join('\n')}`);
  }
}
