import { ERROR_CODES, type ApiError, type ErrorCode, type ErrorIssue } from '../contract';

/** Handlers throw this; one error handler maps the code to its status (STYLE §2.3). */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
    /** More of the error shape than message and issues: a second factor's challenge. */
    readonly extra?: Pick<ApiError, 'second_factor'>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
