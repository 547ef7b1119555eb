/** class-transformer hooks shared by the support DTOs. */
export const trimText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const normalizeEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
