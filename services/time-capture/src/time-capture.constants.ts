export const TIME_CAPTURE = 'time_capture';
