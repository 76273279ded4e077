/**
 * The application's mongoose: the embedded driver is installed before any model
 * is compiled (models compiled on mongoose's original default connection would
 * wait forever for it to open). Models import mongoose from here.
 */
import mongoose from 'mongoose';
import { installEmbeddedDriver } from './mongoose-hooks.js';

installEmbeddedDriver();

export default mongoose;
export { Schema, Types } from 'mongoose';
export type { InferSchemaType, Model } from 'mongoose';
