/**
 * The date pickers' locale (pt-BR). What a person reads is formatted by the domain's
 * formatDateBR / formatDateTimeBR (America/Sao_Paulo), never by the browser's zone.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);
dayjs.locale('pt-br');
