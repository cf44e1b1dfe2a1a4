# Tests of the run library in the workbench: storing finished runs, the run
# browser, the store choice dialog and read-only mode. The shared test
# support damages a store page by hand, hence SQLite.
find_package(SQLite3 REQUIRED)
schedlab_add_test(AppRunLibraryTest AppRunLibraryTest.cpp LIBS schedlab_app SQLite::SQLite3 LABELS gui)
schedlab_add_test(AppRunBrowserTest AppRunBrowserTest.cpp LIBS schedlab_app SQLite::SQLite3 LABELS gui)
schedlab_add_test(AppBatchRunControllerTest AppBatchRunControllerTest.cpp LIBS schedlab_app LABELS gui)
schedlab_add_test(AppSweepDialogTest AppSweepDialogTest.cpp LIBS schedlab_app SQLite::SQLite3 LABELS gui)
schedlab_add_test(AppStudyDialogTest AppStudyDialogTest.cpp LIBS schedlab_app SQLite::SQLite3 LABELS gui)
schedlab_add_test(AppReproductionReportTest AppReproductionReportTest.cpp LIBS schedlab_app SQLite::SQLite3 LABELS gui reproduction)
# Dialogs opened from a WorkbenchContext value, with no main window at all.
schedlab_add_test(AppWorkbenchContextTest AppWorkbenchContextTest.cpp LIBS schedlab_app LABELS gui)
