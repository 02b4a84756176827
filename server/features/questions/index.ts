// Questions an event asks when a ticket is taken (SPEC §13). Other features use them through this file.
export { answersField, checkedAnswers, labelledAnswers, storedAnswers } from './answers.js';
export { questionRoutes } from './routes.js';
export { eventQuestions } from './service.js';
