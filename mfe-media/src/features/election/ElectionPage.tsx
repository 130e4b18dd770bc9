import { investigationPage } from '../../components/investigation/investigationPage';

/** Election Integrity (/election): the published investigation `election`. */
export default investigationPage('election', 'Election Integrity');
