export * from './schemas/analytics';
export * from './schemas/common';
export * from './schemas/content';
export * from './schemas/forms';
export * from './schemas/languages';
export * from './schemas/posts';
export * from './schemas/primitives';
export * from './schemas/services';
