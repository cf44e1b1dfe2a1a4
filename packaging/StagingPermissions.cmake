# Run by cpack (CPACK_PRE_BUILD_SCRIPTS, Package.cmake) on the staged files,
# before it packs them. CPack creates the package's folders with the umask
# of whoever runs it (it only clears their group and world write bits), so a
# private umask such as 077 would give every folder of the installed package
# rwx------, unreadable for users (lintian: non-standard-dir-perm). Folders
# get rwxr-xr-x, as Debian requires; files keep the modes install() gives.
file(GLOB_RECURSE staged LIST_DIRECTORIES true "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*")
foreach(path IN LISTS staged)
    if(IS_DIRECTORY "${path}" AND NOT IS_SYMLINK "${path}")
        file(CHMOD "${path}" DIRECTORY_PERMISSIONS
             OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
    endif()
endforeach()
