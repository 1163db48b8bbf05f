import { commonMessages } from '@jhy/contract';

/**
 * An error the client should see: its status becomes both the HTTP status and the envelope's
 * `code`, its message the envelope's `msg`. Anything else thrown is a 500 with a generic message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    // An answer, not a fault: its status and message say what was refused (registerErrorEnvelope
    // sends them; a job that logs one logs its message, without frames), and capturing a stack was
    // 3 % of the server's time while bids were refused by the thousand a second (docs/auction-load.md).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'ApiError';
  }
}

/** A refusal of one field: the portal marks that field (data.fields, as validation answers do). */
export const fieldRefused = (field: string, msg: string) => new ApiError(400, msg, { fields: { [field]: msg } });
export const badRequest = (msg: string = commonMessages.badRequest) => new ApiError(400, msg);
export const unauthorized = (msg: string = commonMessages.sessionExpired) => new ApiError(401, msg);
export const forbidden = (msg: string = commonMessages.forbidden) => new ApiError(403, msg);
export const notFound = (msg: string = commonMessages.notFound) => new ApiError(404, msg);
export const conflict = (msg: string) => new ApiError(409, msg);
export const payloadTooLarge = () => new ApiError(413, commonMessages.payloadTooLarge);
export const tooManyRequests = (msg: string = commonMessages.tooManyRequests) => new ApiError(429, msg);
