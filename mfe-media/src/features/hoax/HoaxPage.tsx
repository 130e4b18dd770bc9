import { investigationPage } from '../../components/investigation/investigationPage';

/** The hoax investigation (/{hoaxSlug}-hoax): the published investigation `hoax`. */
export default investigationPage('hoax', 'Hoax Investigation');
