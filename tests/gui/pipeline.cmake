# The one run pipeline seen from every front end: the workbench's worker,
# the CLI (through the built program) and a sweep store the same run.
schedlab_add_test(AppRunAgreementTest AppRunAgreementTest.cpp LIBS schedlab_app LABELS gui cli USES_CLI)
