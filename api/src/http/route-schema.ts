// The route pattern (api/README.md "Adding an endpoint"): a route's request shape is one TypeBox
// schema. Fastify validates with it and the type provider (TypeBoxTypeProvider) infers
// request.body / query / params from it, so the check and the type cannot drift apart. Where
// @croupier/shared/contracts has the wire type of a body, satisfiesWire makes the compiler prove
// that the two agree.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type, { type Static, type TEnum, type TObject, type TProperties, type TSchema } from 'typebox';
import type * as v from 'valibot';
import { LANGUAGES } from '@croupier/shared/contracts';
import type { RouteOptions } from './route-options.js';

/** A route plugin: `app` is typed by the TypeBox provider, so handlers see their schemas' types. */
export type RoutePlugin<Options extends RouteOptions = RouteOptions> = FastifyPluginAsyncTypebox<Options>;

/** site_id as the endpoints take it. */
export const SiteId = Type.String({ minLength: 1, maxLength: 32 });

/**
 * One of `values`, with its JSON type named (`{ type: 'integer', enum }`), so that Fastify's
 * validator still coerces a query's '1' to 1 before comparing.
 */
export const IntegerIn = <const V extends readonly number[]>(values: V): TEnum<[...V]> =>
  Type.Enum([...values], { type: 'integer' }) as TEnum<[...V]>;
export const StringIn = <const V extends readonly string[]>(values: V): TEnum<[...V]> =>
  Type.Enum([...values], { type: 'string' }) as TEnum<[...V]>;

/** An interface language code (LANGUAGES): en_US, zh_CN, ... */
export const Language = StringIn(LANGUAGES.map((l) => l.code));

declare const DEFAULTED: unique symbol;
/** A property with a default: the client may leave it out, the handler always has it. */
export type TDefaulted<T extends TSchema> = T & { readonly [DEFAULTED]: true };

/**
 * A property the client may leave out. It is optional in the schema (not in `required`), and
 * Fastify's validator (ajv, useDefaults) writes `value` in before the handler runs, so the
 * handler's type has it always. Not for routes with exactValidator, which writes no defaults.
 */
export function Defaulted<T extends TSchema>(type: T, value: Static<T>): TDefaulted<T> {
  return Type.Optional(Type.With(type, { default: value })) as unknown as TDefaulted<T>;
}

type DefaultedKeys<P extends TProperties> = { [K in keyof P]: P[K] extends TDefaulted<TSchema> ? K : never }[keyof P];

/** What a client may send: the schema's type with its defaulted properties optional. */
export type RequestInput<S extends TSchema> =
  S extends TObject<infer P>
    ? Omit<Static<S>, DefaultedKeys<P>> & Partial<Pick<Static<S>, DefaultedKeys<P> & keyof Static<S>>>
    : Static<S>;

/** Every key of every member of a union. */
type AllKeys<T> = T extends unknown ? keyof T : never;

/** The JSON types only: an enum of the schema (0 | 1 | 2) is a rule on a number, like a maximum. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? Widen<E>[]
        : T extends object
          ? { [K in keyof T]: Widen<T[K]> }
          : T;

type IsObject<T> = [NonNullable<T>] extends [readonly unknown[]]
  ? false
  : [NonNullable<T>] extends [object]
    ? true
    : false;
type Nested<T, K extends PropertyKey> = NonNullable<T extends unknown ? (K extends keyof T ? T[K] : never) : never>;

/** The keys named on one side only, to three levels deep ('fields.member_qq'). */
type OneSided<Shape, Wire, Depth extends unknown[] = []> =
  | Exclude<AllKeys<Shape>, AllKeys<Wire>>
  | Exclude<AllKeys<Wire>, AllKeys<Shape>>
  | (Depth['length'] extends 2
      ? never
      : {
          [K in AllKeys<Shape> & AllKeys<Wire>]: [IsObject<Nested<Shape, K>>, IsObject<Nested<Wire, K>>] extends [
            true,
            true,
          ]
            ? `${K & string}.${OneSided<Nested<Shape, K>, Nested<Wire, K>, [...Depth, K]> & string}`
            : never;
        }[AllKeys<Shape> & AllKeys<Wire>]);

/**
 * `true` when both name the same keys and every Wire value has the JSON types Shape asks for
 * (required keys present, strings where strings belong, ...); else an error to read. The values'
 * rules (lengths, ranges, enums, patterns) are the schema's own.
 */
export type WireAgrees<Shape, Wire> = [Wire] extends [Widen<Shape>]
  ? [OneSided<Shape, Wire>] extends [never]
    ? true
    : { 'keys named on one side only': `${OneSided<Shape, Wire> & string}` }
  : { 'a wire value this schema refuses': Wire };

/** Fails to compile unless T is true: `type _PayloadAgrees = Proven<WireAgrees<Shape, Wire>>`. */
export type Proven<T extends true> = T;

type Agreement<Shape, Wire> = WireAgrees<Shape, Wire> extends true ? unknown : WireAgrees<Shape, Wire>;

/**
 * Returns the schema as given, once the compiler has proved that it agrees with the shared wire
 * type: the same keys, none required that the wire type leaves optional, the same JSON types (the
 * schema may narrow the values: enums, lengths, patterns):
 *   const Body = satisfiesWire<LoginPayload>()(Type.Object({ ... }));
 * A mismatch fails to compile, naming the keys or the wire type it refuses.
 */
export const satisfiesWire =
  <Wire>() =>
  <S extends TSchema>(schema: S & Agreement<RequestInput<S>, Wire>): S =>
    schema;

/**
 * The shape of a body that a shared valibot payload schema checks next (the route sets
 * exactValidator): keys and types only, for the rules (limits, formats, which code a broken one
 * answers) stay in valibot. The compiler proves that the shape agrees (as satisfiesWire) with the
 * input of the valibot schema and, when given, with the wire type:
 *   const Body = shapeOf<typeof TransferResetPayloadSchema, TransferResetPayload>()(Type.Object({ ... }));
 */
export const shapeOf =
  <Rules extends v.GenericSchema, Wire = v.InferInput<Rules>>() =>
  <S extends TSchema>(schema: S & Agreement<Static<S>, v.InferInput<Rules>> & Agreement<Static<S>, Wire>): S =>
    schema;
