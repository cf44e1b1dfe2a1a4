# Tests of widgets/gantt (included from tests/gui/CMakeLists.txt).
set(_gantt_tests ${CMAKE_CURRENT_LIST_DIR})
schedlab_add_test(GanttChartWidgetTest ${_gantt_tests}/GanttChartWidgetTest.cpp ${_gantt_tests}/GanttTestSnapshots.h
    LIBS schedlab_widgets)
schedlab_add_test(GanttOccupancyViewTest ${_gantt_tests}/GanttOccupancyViewTest.cpp
    ${_gantt_tests}/GanttTestSnapshots.h LIBS schedlab_widgets)
schedlab_add_test(GanttLevelOfDetailTest ${_gantt_tests}/GanttLevelOfDetailTest.cpp
    ${_gantt_tests}/GanttTestSnapshots.h LIBS schedlab_widgets)
schedlab_add_test(GanttTimeNavigatorTest ${_gantt_tests}/GanttTimeNavigatorTest.cpp LIBS schedlab_widgets)
schedlab_add_test(GanttMarksTest ${_gantt_tests}/GanttMarksTest.cpp ${_gantt_tests}/GanttTestSnapshots.h
    LIBS schedlab_widgets)
schedlab_add_test(GanttOriginSiteColoursTest ${_gantt_tests}/GanttOriginSiteColoursTest.cpp
    ${_gantt_tests}/GanttTestSnapshots.h LIBS schedlab_widgets)
schedlab_add_test(GanttCreditColoursTest ${_gantt_tests}/GanttCreditColoursTest.cpp
    ${_gantt_tests}/GanttTestSnapshots.h LIBS schedlab_widgets)
