// Placeholder replaced by the search index builder.
