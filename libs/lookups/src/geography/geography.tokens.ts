export const THAI_GEOGRAPHY = Symbol('THAI_GEOGRAPHY');
