/**
 * The one error contract (STYLE.md habit 4): services throw an AppError with a stable `code` clients branch on,
 * an HTTP status, and the spec's Vietnamese message; the error plugin turns it into the failure envelope.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly errors: Record<string, string> | undefined;

  constructor(code: string, status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.errors = errors;
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(code, 404, message);
export const forbidden = (message = 'Bạn không có quyền thực hiện thao tác này', code = 'FORBIDDEN') =>
  new AppError(code, 403, message);
export const unauthorized = (
  message = 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn',
  code = 'UNAUTHORIZED',
) => new AppError(code, 401, message);
export const badRequest = (message: string, errors?: Record<string, string>, code = 'VALIDATION_ERROR') =>
  new AppError(code, 400, message, errors);
