import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LikelyRedirectTargets as LikelyRedirectTargets_643362f4b8f7016ed48cb26ff94e0fa5 } from '@/admin/likely-redirect-targets.client'
import { RedirectImport as RedirectImport_18f18086e95aeab21222d77437ea8c9f } from '@/admin/redirect-import'
import { InquiryReplyLink as InquiryReplyLink_4a12140cfd4c8b6ae5d4bfcb87fabbb2 } from '@/admin/inquiry-reply-link.client'
import { SearchReport as SearchReport_b54511b51d0212107d5238939cd9b8aa } from '@/admin/search-report'
import { MissedPagesReport as MissedPagesReport_11ba500a7b800634eaf405d802733c7b } from '@/admin/missed-pages-report'
import { CurrentPasswordField as CurrentPasswordField_b38f695b4f4ef8c635be4196e010dc15 } from '@/admin/current-factors-fields.client'
import { CurrentCodeField as CurrentCodeField_b38f695b4f4ef8c635be4196e010dc15 } from '@/admin/current-factors-fields.client'
import { TwoFactorSettings as TwoFactorSettings_056b74e2abb1d4bd1dd80660f2c51253 } from '@/admin/two-factor-settings.client'
import { OpeningHoursRowLabel as OpeningHoursRowLabel_3476341d46cad1c6985dd9b3645e398c } from '@/admin/opening-hours-row-label.client'
import { StaffAvatar as StaffAvatar_e2091dfc035d3dc3b71831a2ecea092a } from '@/admin/staff-avatar'
import { AdminIcon as AdminIcon_2291642de119a9ccb9613c0aab7a179e } from '@/admin/admin-brand'
import { AdminLogo as AdminLogo_2291642de119a9ccb9613c0aab7a179e } from '@/admin/admin-brand'
import { PersonalDataNavLink as PersonalDataNavLink_1d1804d79626bc2cbd8c74272b83ae41 } from '@/admin/personal-data/personal-data-nav-link'
import { AttentionSummary as AttentionSummary_7de357ac2b2a78f0a15cc66c58ea4d65 } from '@/admin/attention-summary'
import { AdminNavBrand as AdminNavBrand_2291642de119a9ccb9613c0aab7a179e } from '@/admin/admin-brand'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StaffSignIn as StaffSignIn_a80469f7c61bb371560bb291def96c99 } from '@/admin/staff-sign-in'
import { PersonalDataView as PersonalDataView_19850f4efbd1ae62e8f6fcbca4ab183c } from '@/admin/personal-data/personal-data-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/admin/likely-redirect-targets.client#LikelyRedirectTargets": LikelyRedirectTargets_643362f4b8f7016ed48cb26ff94e0fa5,
  "@/admin/redirect-import#RedirectImport": RedirectImport_18f18086e95aeab21222d77437ea8c9f,
  "@/admin/inquiry-reply-link.client#InquiryReplyLink": InquiryReplyLink_4a12140cfd4c8b6ae5d4bfcb87fabbb2,
  "@/admin/search-report#SearchReport": SearchReport_b54511b51d0212107d5238939cd9b8aa,
  "@/admin/missed-pages-report#MissedPagesReport": MissedPagesReport_11ba500a7b800634eaf405d802733c7b,
  "@/admin/current-factors-fields.client#CurrentPasswordField": CurrentPasswordField_b38f695b4f4ef8c635be4196e010dc15,
  "@/admin/current-factors-fields.client#CurrentCodeField": CurrentCodeField_b38f695b4f4ef8c635be4196e010dc15,
  "@/admin/two-factor-settings.client#TwoFactorSettings": TwoFactorSettings_056b74e2abb1d4bd1dd80660f2c51253,
  "@/admin/opening-hours-row-label.client#OpeningHoursRowLabel": OpeningHoursRowLabel_3476341d46cad1c6985dd9b3645e398c,
  "@/admin/staff-avatar#StaffAvatar": StaffAvatar_e2091dfc035d3dc3b71831a2ecea092a,
  "@/admin/admin-brand#AdminIcon": AdminIcon_2291642de119a9ccb9613c0aab7a179e,
  "@/admin/admin-brand#AdminLogo": AdminLogo_2291642de119a9ccb9613c0aab7a179e,
  "@/admin/personal-data/personal-data-nav-link#PersonalDataNavLink": PersonalDataNavLink_1d1804d79626bc2cbd8c74272b83ae41,
  "@/admin/attention-summary#AttentionSummary": AttentionSummary_7de357ac2b2a78f0a15cc66c58ea4d65,
  "@/admin/admin-brand#AdminNavBrand": AdminNavBrand_2291642de119a9ccb9613c0aab7a179e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/admin/staff-sign-in#StaffSignIn": StaffSignIn_a80469f7c61bb371560bb291def96c99,
  "@/admin/personal-data/personal-data-view#PersonalDataView": PersonalDataView_19850f4efbd1ae62e8f6fcbca4ab183c,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
