import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { adminExportRoutes } from './export-routes';
import { adminImportRoutes } from './import-routes';

/** Admin CSV imports, templates and exports; administrators only. */
export const adminImportExportRoutes = new Hono<AppEnv>();
adminImportExportRoutes.route('/', adminImportRoutes);
adminImportExportRoutes.route('/', adminExportRoutes);
