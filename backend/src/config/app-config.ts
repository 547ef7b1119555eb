import { Inject } from '@nestjs/common';

/** DI token for the validated {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const InjectConfig = () => Inject(APP_CONFIG);
