import { API_ERROR_MESSAGES } from '../../../core/api-errors';
import { DomainError } from '../../../core/domain-error';

export const notAnImage = () =>
  new DomainError('invalid', 'NOT_AN_IMAGE', API_ERROR_MESSAGES.NOT_AN_IMAGE);

export const imageTooLarge = () =>
  new DomainError('too-large', 'IMAGE_TOO_LARGE', API_ERROR_MESSAGES.IMAGE_TOO_LARGE);
