import { createContext, useContext } from 'react';
import { DEFAULT_ACADEMY_FACTS, type AcademyFacts } from '@academy/common';

/** The academy's facts as stored when the mail is sent (학원 정보), for every template to sign with. */
export const MailAcademyContext = createContext<AcademyFacts>(DEFAULT_ACADEMY_FACTS);

export const useMailAcademy = () => useContext(MailAcademyContext);
