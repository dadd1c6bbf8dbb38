/**
 * A schema may carry its own French reason, for rules a keyword cannot explain
 * well (`pattern` on a greffe code): `Type.String({ pattern, 'x-error-message': '…' })`,
 * or one reason per keyword when a field has several rules with their own wording
 * (SPEC §5): `{ maxLength: 'Limité à 70 caractères.', pattern: '…' }`. The services turn
 * validation failures into their French 400 with it (services/src/schemas/messages-validation.ts).
 */
export const CUSTOM_MESSAGE_KEYWORD = 'x-error-message';
