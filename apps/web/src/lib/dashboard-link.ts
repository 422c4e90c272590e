/**
 * The Painel over every client of a multi-client user (decision 041): the client picker links to
 * it and the Painel reads it to start on 'Todos os clientes' instead of the active client.
 */
export const ALL_CLIENTS_PARAM = 'clientes';
export const ALL_CLIENTS = 'todos';
export const PAINEL_ALL_CLIENTS = `/admin/painel?${ALL_CLIENTS_PARAM}=${ALL_CLIENTS}`;
