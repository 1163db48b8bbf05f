import { z, type ZodType } from 'zod';
import type { ConsolePermission } from '../console.js';

/**
 * Who may call a route (docs/api-conventions.md "Who may call"). The server derives the route's
 * guard from this and nothing else, so the table is the one place that says it.
 * - public: anyone;
 * - user: a logged-in portal user (the `token` header); `anonymousMessage` replaces the session-expired
 *   message for a visitor who sent no token at all (the disclosure attachments say '需登录后…');
 *   `recentSession` lets the server refuse the call, changing nothing, on a session it found live
 *   moments ago without looking it up again (the bid, at hundreds a second in an auction's last
 *   minute); it looks the session up before it acts;
 * - staff: a console session; with a permission, a role that holds it (and a changed first password).
 */
export type RouteAccess =
  | { readonly who: 'public' }
  | { readonly who: 'user'; readonly anonymousMessage?: string; readonly recentSession?: true }
  | { readonly who: 'staff'; readonly permission?: ConsolePermission };

export const PUBLIC = { who: 'public' } as const satisfies RouteAccess;
export const USER = { who: 'user' } as const satisfies RouteAccess;
/** A logged-in user whose refusals may come from a session found live moments ago (the bid). */
export const USER_RECENT_SESSION = { who: 'user', recentSession: true } as const satisfies RouteAccess;
export const staffWith = <P extends ConsolePermission>(permission: P) => ({ who: 'staff', permission }) as const;
/** Any signed-in staff member, even one who must still change a printed password. */
export const ANY_STAFF = { who: 'staff' } as const satisfies RouteAccess;

/**
 * Whose records a signed-in user's call touches, declared on every USER route of the table beside
 * who may call it: the server enforces `ownRecord` and `ownParent` in one hook
 * (apps/server/src/modules/recordOwners.ts), and the ownership matrix
 * (apps/server/src/hostile/ownershipMatrix.test.ts) tries each rule as another user and fails on a
 * USER route that declares none (docs/security.md "Ownership matrix").
 */
export type OwnerRule =
  /** Acts on one of the caller's records (`record`), named by the input field `field`. */
  | { readonly rule: 'ownRecord'; readonly record: OwnedRecord; readonly field: string }
  /** Creates or acts under one of the caller's records (`record`), named by `field`. */
  | { readonly rule: 'ownParent'; readonly record: OwnedRecord; readonly field: string }
  /** Lists the caller's own records; whatever id is sent, no one else's. */
  | { readonly rule: 'ownList' }
  /** Acts on the caller alone and names no record. */
  | { readonly rule: 'self' }
  /** Reads a public record with the caller's own standing on it, and no one else's. */
  | { readonly rule: 'standing' }
  /** Reads a record public to every signed-in user; one not public is not found, to its owner too. */
  | { readonly rule: 'publicRecord' };

/** The records a user owns or stands in, by the name the owner rules give them. */
export type OwnedRecord =
  | 'enterprise'
  | 'listing'
  | 'certification'
  | 'displayProduct'
  | 'message'
  | 'registration'
  | 'qualifiedRegistration'
  | 'deal';

export const ownRecord = (record: OwnedRecord, field = 'id') => ({ rule: 'ownRecord', record, field }) as const;
export const ownParent = (record: OwnedRecord, field: string) => ({ rule: 'ownParent', record, field }) as const;
export const OWN_LIST = { rule: 'ownList' } as const satisfies OwnerRule;
export const SELF = { rule: 'self' } as const satisfies OwnerRule;
export const STANDING = { rule: 'standing' } as const satisfies OwnerRule;
export const PUBLIC_RECORD = { rule: 'publicRecord' } as const satisfies OwnerRule;

/**
 * A route whose handler answers with bytes itself (an image, a download), not with `{code,msg,data}`.
 */
export const SELF_ANSWERED = null;

export interface RouteDefinition<
  Path extends string = string,
  Input extends ZodType | undefined = ZodType | undefined,
  Output extends ZodType | null = ZodType | null,
> {
  readonly path: Path;
  /** 'read' answers GET and POST (the product (docs/product.md) leaves verbs open); 'write' answers POST only. */
  readonly kind: 'read' | 'write';
  readonly access: RouteAccess;
  /** Whose records it touches: every USER route declares it (`OwnerRule`). */
  readonly owner?: OwnerRule;
  readonly summary: string;
  /** OpenAPI group. */
  readonly tag: string;
  /** The request's fields. Omitted: the call takes none. */
  readonly input?: Input;
  /** `data` of a successful answer, inside the envelope; SELF_ANSWERED for bytes. */
  readonly output: Output;
  /** Sent as multipart form data (an upload); the web client uses `upload` for it. */
  readonly multipart?: boolean;
}

/** Declares one route of the API table; `const` keeps the path literal, which types the web client's calls. */
export function defineRoute<
  const Path extends string,
  Input extends ZodType | undefined = undefined,
  Output extends ZodType | null = ZodType,
>(definition: RouteDefinition<Path, Input, Output>): DefinedRoute<Path, Input, Output> {
  return { ...definition, input: definition.input as Input };
}

/** What one entry of a route group states itself; the group gives its kind, access and tag. */
export type GroupEntry<
  Path extends string = string,
  Input extends ZodType | undefined = ZodType | undefined,
  Output extends ZodType | null = ZodType | null,
> = Omit<RouteDefinition<Path, Input, Output>, 'kind' | 'access' | 'tag'>;

/**
 * The routes of one caller and one OpenAPI group, as most of the table comes: `read` and `write`
 * declare an entry with the group's access and tag, so each entry states only its path, summary,
 * input and output. What they return is what `defineRoute` returns.
 */
export function routeGroup(tag: string, access: RouteAccess) {
  const declare =
    (kind: RouteDefinition['kind']) =>
    <const Path extends string, Input extends ZodType | undefined = undefined, Output extends ZodType | null = ZodType>(
      entry: GroupEntry<Path, Input, Output>,
    ) =>
      defineRoute<Path, Input, Output>({ ...entry, kind, access, tag });
  return { read: declare('read'), write: declare('write') };
}

/**
 * A portal feature's two callers under one OpenAPI group: `anyone` (public) and `signedIn` (a
 * logged-in user), as most portal features come.
 */
export const portalRoutes = (tag: string) => ({ anyone: routeGroup(tag, PUBLIC), signedIn: routeGroup(tag, USER) });

/** The staff console's routes that need one permission (every console route has the tag 'console'). */
export const consoleRoutes = (permission: ConsolePermission) => routeGroup('console', staffWith(permission));

/** The review queues' routes: reviewers and admins (`review.decide`). */
export const reviewerRoutes = consoleRoutes('review.decide');
/** The routes of what editors keep: articles, organisations, zones (`content.edit`). */
export const editorRoutes = consoleRoutes('content.edit');

/** A table entry as `defineRoute` returns it: `input` is known to be there or not. */
export type DefinedRoute<Path extends string, Input extends ZodType | undefined, Output extends ZodType | null> = Omit<
  RouteDefinition<Path, Input, Output>,
  'input'
> & { readonly input: Input };

/** `{ code, msg, data }` around a route's output: the schema of a whole successful answer. */
export function envelopeOf<T extends ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** The one page shape of every paged list: `{ total, data }` (docs/api-conventions.md). */
export function pageOf<T extends ZodType>(row: T) {
  return z.object({ total: z.number().int(), data: z.array(row) });
}

export type AnyRoute = DefinedRoute<string, ZodType | undefined, ZodType | null>;
/** What a caller sends: the input schema's input type, or nothing. */
export type InputOf<R extends AnyRoute> = R['input'] extends ZodType ? z.input<R['input']> : Record<string, never>;
/** What `data` holds in a successful answer. */
export type OutputOf<R extends AnyRoute> = R['output'] extends ZodType ? z.output<R['output']> : never;
