import * as migration_20261123_051718_initial from './20261123_051718_initial';
import * as migration_20261123_061036_content_blocks from './20261123_061036_content_blocks';
import * as migration_20261123_064235_contact from './20261123_064235_contact';
import * as migration_20261123_065332_booking_and_payment from './20261123_065332_booking_and_payment';
import * as migration_20261124_183859_blog from './20261124_183859_blog';
import * as migration_20261124_202700_blog_pdfs_and_service_posts from './20261124_202700_blog_pdfs_and_service_posts';
import * as migration_20261124_212607_search_records from './20261124_212607_search_records';
import * as migration_20261125_001031_search_stats from './20261125_001031_search_stats';
import * as migration_20261125_025509_faq_search_records from './20261125_025509_faq_search_records';
import * as migration_20261125_025625_faq_search_records_rewrite from './20261125_025625_faq_search_records_rewrite';
import * as migration_20261125_034221_quizzes from './20261125_034221_quizzes';
import * as migration_20261126_004228_quiz_search_type from './20261126_004228_quiz_search_type';
import * as migration_20261126_004232_quiz_search_records from './20261126_004232_quiz_search_records';
import * as migration_20261126_010027_quiz_submissions from './20261126_010027_quiz_submissions';
import * as migration_20261126_040627_media_upload_prefix from './20261126_040627_media_upload_prefix';
import * as migration_20261126_120711_staff_sign_in_limits from './20261126_120711_staff_sign_in_limits';
import * as migration_20261126_121825_staff_two_factor from './20261126_121825_staff_two_factor';
import * as migration_20261126_171403_findability from './20261126_171403_findability';
import * as migration_20261126_171520_missed_pages_and_dashboard from './20261126_171520_missed_pages_and_dashboard';
import * as migration_20261126_171910_search_records_block_text from './20261126_171910_search_records_block_text';
import * as migration_20261126_200348_personal_data_deletions from './20261126_200348_personal_data_deletions';
import * as migration_20261126_200443_retention from './20261126_200443_retention';
import * as migration_20261129_092758_email_password_reset from './20261129_092758_email_password_reset';
import * as migration_20261129_103656_inquiry_notes_and_captions from './20261129_103656_inquiry_notes_and_captions';
import * as migration_20261129_123930_expire_cache_tags_task from './20261129_123930_expire_cache_tags_task';
import * as migration_20261129_154500_redirect_sources_normal_form from './20261129_154500_redirect_sources_normal_form';

export const migrations = [
  {
    up: migration_20261123_051718_initial.up,
    down: migration_20261123_051718_initial.down,
    name: '20261123_051718_initial',
  },
  {
    up: migration_20261123_061036_content_blocks.up,
    down: migration_20261123_061036_content_blocks.down,
    name: '20261123_061036_content_blocks',
  },
  {
    up: migration_20261123_064235_contact.up,
    down: migration_20261123_064235_contact.down,
    name: '20261123_064235_contact',
  },
  {
    up: migration_20261123_065332_booking_and_payment.up,
    down: migration_20261123_065332_booking_and_payment.down,
    name: '20261123_065332_booking_and_payment',
  },
  {
    up: migration_20261124_183859_blog.up,
    down: migration_20261124_183859_blog.down,
    name: '20261124_183859_blog',
  },
  {
    up: migration_20261124_202700_blog_pdfs_and_service_posts.up,
    down: migration_20261124_202700_blog_pdfs_and_service_posts.down,
    name: '20261124_202700_blog_pdfs_and_service_posts',
  },
  {
    up: migration_20261124_212607_search_records.up,
    down: migration_20261124_212607_search_records.down,
    name: '20261124_212607_search_records',
  },
  {
    up: migration_20261125_001031_search_stats.up,
    down: migration_20261125_001031_search_stats.down,
    name: '20261125_001031_search_stats',
  },
  {
    up: migration_20261125_025509_faq_search_records.up,
    down: migration_20261125_025509_faq_search_records.down,
    name: '20261125_025509_faq_search_records',
  },
  {
    up: migration_20261125_025625_faq_search_records_rewrite.up,
    down: migration_20261125_025625_faq_search_records_rewrite.down,
    name: '20261125_025625_faq_search_records_rewrite',
  },
  {
    up: migration_20261125_034221_quizzes.up,
    down: migration_20261125_034221_quizzes.down,
    name: '20261125_034221_quizzes',
  },
  {
    up: migration_20261126_004228_quiz_search_type.up,
    down: migration_20261126_004228_quiz_search_type.down,
    name: '20261126_004228_quiz_search_type',
  },
  {
    up: migration_20261126_004232_quiz_search_records.up,
    down: migration_20261126_004232_quiz_search_records.down,
    name: '20261126_004232_quiz_search_records',
  },
  {
    up: migration_20261126_010027_quiz_submissions.up,
    down: migration_20261126_010027_quiz_submissions.down,
    name: '20261126_010027_quiz_submissions',
  },
  {
    up: migration_20261126_040627_media_upload_prefix.up,
    down: migration_20261126_040627_media_upload_prefix.down,
    name: '20261126_040627_media_upload_prefix',
  },
  {
    up: migration_20261126_120711_staff_sign_in_limits.up,
    down: migration_20261126_120711_staff_sign_in_limits.down,
    name: '20261126_120711_staff_sign_in_limits',
  },
  {
    up: migration_20261126_121825_staff_two_factor.up,
    down: migration_20261126_121825_staff_two_factor.down,
    name: '20261126_121825_staff_two_factor',
  },
  {
    up: migration_20261126_171403_findability.up,
    down: migration_20261126_171403_findability.down,
    name: '20261126_171403_findability',
  },
  {
    up: migration_20261126_171520_missed_pages_and_dashboard.up,
    down: migration_20261126_171520_missed_pages_and_dashboard.down,
    name: '20261126_171520_missed_pages_and_dashboard',
  },
  {
    up: migration_20261126_171910_search_records_block_text.up,
    down: migration_20261126_171910_search_records_block_text.down,
    name: '20261126_171910_search_records_block_text',
  },
  {
    up: migration_20261126_200348_personal_data_deletions.up,
    down: migration_20261126_200348_personal_data_deletions.down,
    name: '20261126_200348_personal_data_deletions',
  },
  {
    up: migration_20261126_200443_retention.up,
    down: migration_20261126_200443_retention.down,
    name: '20261126_200443_retention',
  },
  {
    up: migration_20261129_092758_email_password_reset.up,
    down: migration_20261129_092758_email_password_reset.down,
    name: '20261129_092758_email_password_reset',
  },
  {
    up: migration_20261129_103656_inquiry_notes_and_captions.up,
    down: migration_20261129_103656_inquiry_notes_and_captions.down,
    name: '20261129_103656_inquiry_notes_and_captions',
  },
  {
    up: migration_20261129_123930_expire_cache_tags_task.up,
    down: migration_20261129_123930_expire_cache_tags_task.down,
    name: '20261129_123930_expire_cache_tags_task'
  },
  {
    up: migration_20261129_154500_redirect_sources_normal_form.up,
    down: migration_20261129_154500_redirect_sources_normal_form.down,
    name: '20261129_154500_redirect_sources_normal_form',
  },
];
