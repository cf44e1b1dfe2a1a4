# The one run pipeline seen from every front end: the workbench's worker,
# the CLI (through the built program) and a sweep store the same run.
schedlab_add_test(AppRunAgreementTest AppRunAgreementTest.cpp ../cli/CliProcess.cpp LIBS schedlab_app LABELS gui cli)
target_compile_definitions(AppRunAgreementTest PRIVATE SCHEDLAB_CLI_PATH="$<TARGET_FILE:schedlab-cli>")
add_dependencies(AppRunAgreementTest schedlab-cli)
