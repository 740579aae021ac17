import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { UNEXPECTED_ERROR_MESSAGE } from '#domain/shared/envelope.schema.ts';
import { AppError } from '../errors.ts';
import { RATE_LIMITED_MESSAGE } from '../lib/counter-limits.ts';

/** Fastify's own client errors, by code, with the Vietnamese text and status we answer. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'Dữ liệu JSON không hợp lệ' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'Dữ liệu JSON không được để trống',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Kiểu dữ liệu gửi lên không được hỗ trợ',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Độ dài dữ liệu không hợp lệ',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Dữ liệu gửi lên quá lớn' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'BAD_REQUEST', message: 'Kiểu nội dung không hợp lệ' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: 'Đường dẫn không hợp lệ' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST', message: 'Yêu cầu không hợp lệ' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Kích thước file quá lớn' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Yêu cầu phải là multipart/form-data',
  },
};

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

function fieldErrors(issues: ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field =
      issue.params?.issue?.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
      '_';
    errors[field] ??= issue.message ?? 'Giá trị không hợp lệ';
  }
  return errors;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.status).send({
          success: false,
          message: error.message,
          code: error.code,
          ...(error.errors ? { errors: error.errors } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation as ValidationIssue[]);
        const first = Object.values(errors)[0];
        return reply.status(400).send({
          success: false,
          message: first ?? 'Dữ liệu không hợp lệ',
          code: 'VALIDATION_ERROR',
          errors,
        });
      }
      const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      if (known)
        return reply.status(known.status).send({ success: false, message: known.message, code: known.code });
      if (error.statusCode === 429) {
        return reply.status(429).send({
          success: false,
          message: RATE_LIMITED_MESSAGE,
          code: 'RATE_LIMITED',
        });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply
          .status(error.statusCode)
          .send({ success: false, message: 'Yêu cầu không hợp lệ', code: 'BAD_REQUEST' });
      }
      request.log.error({ err: error, url: request.url, method: request.method }, 'unexpected error');
      return reply
        .status(500)
        .send({ success: false, message: UNEXPECTED_ERROR_MESSAGE, code: 'INTERNAL_ERROR' });
    });
  },
  { name: 'errors' },
);
