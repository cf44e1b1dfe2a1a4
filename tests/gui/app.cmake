# Tests of the workbench application (app/gui, library schedlab_app).
schedlab_add_test(AppCommandLineTest AppCommandLineTest.cpp LIBS schedlab_app LABELS gui)
schedlab_add_test(AppDecisionExplainerTest AppDecisionExplainerTest.cpp LIBS schedlab_app LABELS gui)
schedlab_add_test(AppEventLogModelTest AppEventLogModelTest.cpp LIBS schedlab_app LABELS gui)
schedlab_add_test(AppPlaybackControllerTest AppPlaybackControllerTest.cpp LIBS schedlab_app LABELS gui)
schedlab_add_test(AppMainWindowTest AppMainWindowTest.cpp LIBS schedlab_app LABELS gui)
schedlab_add_test(AppExecutableTest AppExecutableTest.cpp LABELS gui)
target_compile_definitions(AppExecutableTest PRIVATE SCHEDLAB_GUI_EXECUTABLE="$<TARGET_FILE:schedlab>")
add_dependencies(AppExecutableTest schedlab)
