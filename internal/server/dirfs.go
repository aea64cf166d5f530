package server

import (
	"errors"
	"io/fs"
	"os"
)

// errNotRegular refuses a file that is neither a regular file nor a folder.
var errNotRegular = errors.New("not a regular file")

// DirFS is the folder of root as the server reads it. A name is opened
// without blocking, so a FIFO put in the folder after start cannot hold a
// request (or the index) waiting for a writer, and anything but a regular
// file or a folder is refused. Lstat and ReadLink, which open nothing, are
// root's own.
func DirFS(root *os.Root) fs.FS {
	return dirFS{root.FS().(fs.ReadLinkFS), root}
}

type dirFS struct {
	fs.ReadLinkFS // root.FS(); dirFS's Open takes the place of its Open
	root          *os.Root
}

func (d dirFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	f, err := d.root.OpenFile(name, os.O_RDONLY|openNonBlocking, 0)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !info.Mode().IsRegular() && !info.IsDir() {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: name, Err: errNotRegular}
	}
	return f, nil
}
