// The api's answers in the new style (code, message, data) for a test's route table.
export const ok = (data: unknown) => ({ code: 100, message: 'success', data });
export const refused = (code: number, message = '', data: unknown = null) => ({ code, message, data });
