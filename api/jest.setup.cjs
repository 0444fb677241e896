// The api's tests hash passwords at argon2's cheapest (src/lib/passwords.ts): hundreds of logins
// and registrations would otherwise cost minutes. Production refuses the switch.
process.env.CROUPIER_DEV_FAST_PASSWORD_HASH = '1';
