export {
  type AttemptCounter,
  type AttemptLimit,
  countAttempt,
  forgetAttempts,
  minutes,
} from './attempt-limits';
export * as throttle from './throttle.service';
