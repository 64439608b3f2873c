export * from './catalogue';
export * from './content';
export * from './customers';
export * from './delivery';
export * from './mail';
export * from './orders';
export * from './security';
export * from './publishing';
