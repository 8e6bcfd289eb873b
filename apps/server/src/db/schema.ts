export * from '../modules/config/config.schema';
export * from '../modules/localisation/localisation.schema';
export * from '../modules/faq/faq.schema';
export * from '../jobs/jobs.schema';
