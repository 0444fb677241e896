// For a body that a shared valibot schema reads next (the login flows, shared/src/contracts/
// validation/*): TypeBox checks the shape exactly as sent. Fastify's default validator (ajv)
// coerces types, so a number where a string belongs would reach valibot as a string and get a
// business code; here it stays malformed (HTTP 400). No defaults are written in either.
export { TypeBoxValidatorCompiler as exactValidator } from '@fastify/type-provider-typebox';
