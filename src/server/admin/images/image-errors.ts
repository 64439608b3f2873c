import { API_ERROR_MESSAGES } from '../../../core/api-errors';
import { ApiError } from '../../http/errors';

export const notAnImage = () => new ApiError(400, 'NOT_AN_IMAGE', API_ERROR_MESSAGES.NOT_AN_IMAGE);

export const imageTooLarge = () =>
  new ApiError(413, 'IMAGE_TOO_LARGE', API_ERROR_MESSAGES.IMAGE_TOO_LARGE);
