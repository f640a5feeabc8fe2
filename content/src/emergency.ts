/**
 * The emergency number's words in the header when the hospital gives none (site settings
 * `emergency_label`). Its own small module: the public site reads it without the declarations.
 */
export const defaultEmergencyLabel = 'Emergency';
