import { describeLanguageTour } from './support/languageTour';

describeLanguageTour(1);
